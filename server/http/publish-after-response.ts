// A GraphQL request's writes announce their changes once its response has gone out: the writer
// gets its answer first, and subscribers' re-reads never compete with it (issue 10). A response
// that fails or is aborted still announces, since the change has committed either way.
import type { ServerResponse } from 'node:http';
import type { PubSub } from '../realtime';

export function publishAfterResponse(
  pubsub: PubSub,
  response: Pick<ServerResponse, 'once' | 'closed'>,
): PubSub {
  const queued: string[] = [];
  let waiting = false;
  return {
    ...pubsub,
    async publish(...topics) {
      if (response.closed) return pubsub.publish(...topics);
      queued.push(...topics);
      if (waiting) return;
      waiting = true;
      response.once('close', () => void pubsub.publish(...queued.splice(0)));
    },
  };
}
