// Every text argument of the API, checked against core/limits.ts before its resolver runs: one
// guard in the executable schema, so HTTP and WebSocket operations alike are refused with a
// BAD_USER_INPUT naming the field, and no oversized value or NUL character (which Postgres
// cannot store) reaches a domain module, the database or the logs. A String input the table does not name stops the schema from building,
// so a new field cannot slip through without a limit.
import {
  defaultFieldResolver,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { textCharacterProblem, textProblem, type TextField } from '../../core/limits';
import { badInput } from '../errors';

/** The limit of each String input, by schema coordinate. */
export const TEXT_INPUTS: Readonly<Record<string, TextField>> = {
  'CreateEventInput.title': 'eventTitle',
  'CreateEventInput.description': 'eventDescription',
  'CreateEventInput.location': 'eventLocation',
  'UpdateEventInput.title': 'eventTitle',
  'UpdateEventInput.description': 'eventDescription',
  'UpdateEventInput.location': 'eventLocation',
  'Mutation.createLocation.name': 'locationName',
  'Mutation.createLocation.address': 'locationAddress',
  'Mutation.addTable.name': 'tableName',
  'Mutation.inviteToEvent.emails': 'emailList',
  'Mutation.removeEventInvite.email': 'email',
  'Mutation.createGroup.name': 'groupName',
  'Mutation.createGroup.description': 'groupDescription',
  'Mutation.inviteToGroup.emails': 'emailList',
  'Mutation.cancelGroupInvite.email': 'email',
  'TournamentTemplateInput.name': 'templateName',
  'ChipInput.color': 'chipColor',
  'BlindLevelInput.note': 'breakNote',
  'ContactMessageInput.name': 'contactName',
  'ContactMessageInput.email': 'contactEmail',
  'ContactMessageInput.subject': 'contactSubject',
  'ContactMessageInput.message': 'contactMessage',
  'Mutation.register.email': 'email',
  'Mutation.register.password': 'password',
  'Mutation.signIn.email': 'email',
  'Mutation.signIn.password': 'password',
  'Mutation.verifyEmail.code': 'verificationCode',
  'Mutation.requestPasswordReset.email': 'email',
  'Mutation.resetPassword.code': 'resetCode',
  'Mutation.resetPassword.newPassword': 'password',
  'Mutation.changePassword.currentPassword': 'password',
  'Mutation.changePassword.newPassword': 'password',
  'Mutation.updateProfile.displayName': 'displayName',
  'Mutation.updateProfile.timezone': 'timezone',
  'Mutation.createAccessToken.name': 'accessTokenName',
  'Mutation.createSeason.name': 'seasonName',
  'Mutation.addGuestPlayer.displayName': 'displayName',
  'Mutation.renameGuest.displayName': 'displayName',
  'Mutation.inviteGuestToClaim.email': 'email',
  'Mutation.claimGuest.code': 'claimCode',
  'Query.guestClaim.code': 'claimCode',
  // A display link's token is 32 characters: an id's limit is plenty.
  'Query.tournamentDisplay.token': 'id',
  'Subscription.tournamentDisplayChanged.token': 'id',
};

type Check = (value: unknown) => void;

function checkText(field: TextField): Check {
  // An e-mail list's length is checked where it is parsed, after the number of people it names
  // (server/mail/invitations.ts), so a long list of real addresses hears about the per-call cap.
  const problemOf = field === 'emailList' ? textCharacterProblem : textProblem;
  return (value) => {
    if (typeof value !== 'string') return;
    const problem = problemOf(field, value);
    if (problem) throw badInput(problem, { field });
  };
}

/** The check for a value of `type` found at `coordinate`, or null when nothing in it is text. */
function checkerFor(type: GraphQLInputType, coordinate: string): Check | null {
  if (isNonNullType(type)) return checkerFor(type.ofType, coordinate);
  if (isListType(type)) {
    const item = checkerFor(type.ofType, coordinate);
    return item && ((value) => (Array.isArray(value) ? value.forEach(item) : item(value)));
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).flatMap((field) => {
      const check = checkerFor(field.type, `${type.name}.${field.name}`);
      return check ? [[field.name, check] as const] : [];
    });
    if (fields.length === 0) return null;
    return (value) => {
      if (!value || typeof value !== 'object') return;
      for (const [name, check] of fields) check((value as Record<string, unknown>)[name]);
    };
  }
  if (type.name === 'ID') return checkText('id');
  if (type.name !== 'String') return null;
  const field = TEXT_INPUTS[coordinate];
  if (field === undefined) throw new Error(`No input limit for ${coordinate} (core/limits.ts)`);
  return checkText(field);
}

/**
 * A connection's `after` (server/shared/connections.ts): one limit for every paginated list, so
 * a new connection needs no entry in TEXT_INPUTS.
 */
function isPageCursor(field: GraphQLField<unknown, unknown>, arg: GraphQLArgument): boolean {
  return arg.name === 'after' && getNamedType(field.type).name.endsWith('Connection');
}

type AnyResolver = GraphQLFieldResolver<unknown, unknown>;

function guarded(resolve: AnyResolver, checks: [string, Check][]): AnyResolver {
  return (source, args: Record<string, unknown>, context, info) => {
    for (const [name, check] of checks) check(args[name]);
    return resolve(source, args, context, info);
  };
}

/** Puts the limit checks in front of every field that takes text (in place; returns the schema). */
export function enforceInputLimits(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const checks = field.args.flatMap((arg) => {
        const check = isPageCursor(field, arg)
          ? checkText('cursor')
          : checkerFor(arg.type, `${type.name}.${field.name}.${arg.name}`);
        return check ? [[arg.name, check] as [string, Check]] : [];
      });
      if (checks.length === 0) continue;
      // A subscription is refused when it starts; its resolve only maps each published payload.
      if (field.subscribe) field.subscribe = guarded(field.subscribe, checks);
      else field.resolve = guarded(field.resolve ?? defaultFieldResolver, checks);
    }
  }
  return schema;
}
