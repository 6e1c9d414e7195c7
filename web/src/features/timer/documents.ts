// The timer's GraphQL documents: the template list (built-ins plus mine) and the editor's writes.
import { graphql } from '../../gql';

export const TIMER_TEMPLATE_FRAGMENT = graphql(`
  fragment TimerTemplate on TournamentTemplate {
    id
    name
    builtIn
    blindStructureName
    levels {
      id
      smallBlind
      bigBlind
      ante
      durationMinutes
      isBreak
      note
    }
    chipSetName
    chips {
      value
      color
      quantity
    }
  }
`);

export const TOURNAMENT_TEMPLATES_QUERY = graphql(`
  query TournamentTemplates {
    tournamentTemplates {
      ...TimerTemplate
    }
  }
`);

export const SAVE_TOURNAMENT_TEMPLATE_MUTATION = graphql(`
  mutation SaveTournamentTemplate($input: TournamentTemplateInput!) {
    saveTournamentTemplate(input: $input) {
      ...TimerTemplate
    }
  }
`);

export const DELETE_TOURNAMENT_TEMPLATE_MUTATION = graphql(`
  mutation DeleteTournamentTemplate($id: ID!) {
    deleteTournamentTemplate(id: $id)
  }
`);
