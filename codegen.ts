import type { CodegenConfig } from '@graphql-codegen/cli';

// Server resolvers are typed against the Drizzle rows they receive (mappers); the web gets typed
// documents for Apollo's own hooks (client-preset), no generated wrapper hooks.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  // Test files may write throwaway documents (offline.test.tsx exercises a link with its own):
  // those are not the app's operations, so they neither get types nor clash with the app's names.
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**', '!web/src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  // schema.graphql, the committed snapshot scripts/check-schema.mjs guards, follows every SDL change.
  hooks: {
    afterAllFileWrite: ['prettier --write'],
    beforeDone: ['node scripts/schema-snapshot.mjs'],
  },
  generates: {
    'server/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GraphQLContext',
        useIndexSignature: true,
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: {
          DateTime: { input: 'Date', output: 'Date | string' },
          SafeInt: { input: 'number', output: 'number' },
        },
        enumValues: {
          EventStatus: '../../../core/lifecycle#EventState',
          TournamentPhase: '../../tournaments/models#StoredPhase',
          GameKind: '../../cash-games/access#StoredGameKind',
        },
        mappers: {
          Me: '../mappers#MeModel',
          User: '../mappers#UserModel',
          Event: '../mappers#EventModel',
          EventTable: '../mappers#EventTableModel',
          Seat: '../mappers#SeatModel',
          Winner: '../mappers#WinnerModel',
          Group: '../mappers#GroupModel',
          GroupPlayerStats: '../mappers#GroupPlayerStatsModel',
          GroupMember: '../mappers#GroupMemberModel',
          GroupActivity: '../mappers#GroupActivityModel',
          Season: '../mappers#SeasonModel',
          SeasonStanding: '../mappers#SeasonStandingModel',
          Location: '../mappers#LocationModel',
          TournamentTemplate: '../mappers#TournamentTemplateModel',
          BlindLevel: '../mappers#BlindLevelModel',
          Tournament: '../mappers#TournamentModel',
          TournamentEntry: '../mappers#TournamentEntryModel',
          TournamentLogEntry: '../mappers#TournamentLogEntryModel',
          TournamentDisplay: '../mappers#TournamentDisplayModel',
          SeatMove: '../mappers#SeatMoveModel',
          Result: '../mappers#ResultModel',
          ChopShare: '../mappers#ChopShareModel',
          Payment: '../mappers#PaymentModel',
          GuestClaimOffer: '../mappers#GuestClaimOfferModel',
        },
      },
    },
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTime: 'string', SafeInt: 'number' },
        // Enums as the wire sends them ('UPCOMING'); no enumValues here, which would type the
        // server's internal values the browser never receives. core/lifecycle.ts's
        // eventStateByStatus turns a status into its state on both sides.
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
  },
};

export default config;
