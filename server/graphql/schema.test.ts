// The schema is a public product (docs/architecture.md): every type, field and enum value is
// described, and the operations integrators rely on (api-contract.graphql) are all there.
import {
  isEnumType,
  isInputObjectType,
  isObjectType,
  isScalarType,
  type GraphQLScalarType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { TEXT_INPUTS } from './input-limits';
import { buildSchema } from './schema';

const schema: GraphQLSchema = buildSchema();
const ownTypes = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__'));

describe('the public schema', () => {
  it('describes every type, field and enum value', () => {
    const missing: string[] = [];
    for (const type of ownTypes) {
      if (
        !type.description?.trim() &&
        !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)
      ) {
        missing.push(type.name);
      }
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues()) {
          if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has every operation of the API contract', () => {
    const names = (type: ReturnType<GraphQLSchema['getQueryType']>) =>
      Object.keys(type?.getFields() ?? {});
    expect(names(schema.getQueryType())).toEqual(
      expect.arrayContaining(['me', 'event', 'group', 'tournamentTemplates']),
    );
    expect(names(schema.getMutationType())).toEqual(
      expect.arrayContaining([
        'register',
        'signIn',
        'signOut',
        'sendVerificationEmail',
        'verifyEmail',
        'requestPasswordReset',
        'resetPassword',
        'changePassword',
        'updateProfile',
        'createEvent',
        'joinEvent',
        'leaveEvent',
        'declineEventInvite',
        'inviteToEvent',
        'removeEventInvite',
        'cancelEvent',
        'addTable',
        'removeTable',
        'reserveSeat',
        'releaseSeat',
        'setWinners',
        'createLocation',
        'createGroup',
        'inviteToGroup',
        'cancelGroupInvite',
        'acceptGroupInvite',
        'declineGroupInvite',
        'removeGroupMember',
        'leaveGroup',
        'saveTournamentTemplate',
        'deleteTournamentTemplate',
        'sendContactMessage',
      ]),
    );
    expect(names(schema.getSubscriptionType())).toEqual(
      expect.arrayContaining(['eventChanged', 'groupChanged', 'meChanged']),
    );
  });

  it("keeps the SDL's text for scalars implemented in code: description and @specifiedBy", () => {
    const safeInt = schema.getType('SafeInt');
    expect(isScalarType(safeInt)).toBe(true);
    expect(safeInt?.description).toMatch(/^A whole number from -9007199254740991/);
    expect((safeInt as GraphQLScalarType).specifiedByURL).toBe(
      'https://tc39.es/ecma262/#sec-number.issafeinteger',
    );
    expect(schema.getType('DateTime')?.description).toMatch(/^An instant in time/);
  });

  it('knows the limit of every text input, and no limit of an input that is gone', () => {
    // buildSchema refuses a String input without an entry in TEXT_INPUTS; here the other way.
    const stale = Object.keys(TEXT_INPUTS).filter((coordinate) => {
      const [typeName, fieldName, argName] = coordinate.split('.');
      const type = schema.getType(typeName!);
      if (isInputObjectType(type)) return !argName && !type.getFields()[fieldName!];
      if (!isObjectType(type)) return true;
      const field = type.getFields()[fieldName!];
      return !field?.args.some((arg) => arg.name === argName);
    });
    expect(stale).toEqual([]);
  });
});
