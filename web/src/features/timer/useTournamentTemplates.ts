// The templates the dropdown offers: the built-ins (always, even offline or before the server
// answers) plus the signed-in user's custom ones from `tournamentTemplates`.
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { BUILT_IN_TEMPLATES, type TournamentTemplate } from '../../../../core/templates';
import type { TimerTemplateFragment } from '../../gql/graphql';
import { notifyFailure } from '../../ui/notify';
import { TOURNAMENT_TEMPLATES_QUERY } from './documents';
import { toBlindLevel } from './levels';

/** A template from the API as core's type (without Apollo's __typename fields). */
export function toTournamentTemplate(t: TimerTemplateFragment): TournamentTemplate {
  return {
    id: t.id,
    name: t.name,
    builtIn: t.builtIn,
    blindStructureName: t.blindStructureName,
    levels: t.levels.map((level) => toBlindLevel(level.id, level)),
    chipSetName: t.chipSetName,
    chips: t.chips.map(({ value, color, quantity }) => ({ value, color, quantity })),
  };
}

export interface TournamentTemplates {
  builtIn: readonly TournamentTemplate[];
  custom: TournamentTemplate[];
  all: readonly TournamentTemplate[];
  loading: boolean;
  find: (id: string) => TournamentTemplate | undefined;
}

/** `viewerId` is the signed-in user's id (or null): the list is fetched again when it changes. */
export function useTournamentTemplates(viewerId: string | null): TournamentTemplates {
  const { data, error, loading, refetch } = useQuery(TOURNAMENT_TEMPLATES_QUERY, {
    fetchPolicy: 'cache-and-network',
  });

  const reported = useRef(false);
  useEffect(() => {
    if (error && !reported.current) {
      reported.current = true;
      console.error(error);
      notifyFailure('Failed to load tournament templates');
    }
    if (!error) reported.current = false;
  }, [error]);

  // Signing in or out changes which custom templates are mine.
  const firstViewer = useRef(viewerId);
  useEffect(() => {
    if (firstViewer.current === viewerId) return;
    firstViewer.current = viewerId;
    void refetch().catch(() => {});
  }, [viewerId, refetch]);

  return useMemo(() => {
    const fromServer = data?.tournamentTemplates.map(toTournamentTemplate);
    const builtIn = fromServer?.filter((t) => t.builtIn) ?? BUILT_IN_TEMPLATES;
    const custom = viewerId ? (fromServer?.filter((t) => !t.builtIn) ?? []) : [];
    const all = [...(builtIn.length > 0 ? builtIn : BUILT_IN_TEMPLATES), ...custom];
    return {
      builtIn,
      custom,
      all,
      loading: loading && !data,
      find: (id: string) => all.find((t) => t.id === id),
    };
  }, [data, loading, viewerId]);
}
