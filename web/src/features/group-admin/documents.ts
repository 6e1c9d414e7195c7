// The admin dashboard's GraphQL documents (issue 13). Only public operations: what the page shows
// an integrator could read the same way. One query loads the page in one round trip; the
// subscription selects the same fields, so a change anyone makes updates it in place.
import { graphql } from '../../gql';

export const GROUP_ADMIN_FRAGMENT = graphql(`
  fragment GroupAdmin_group on Group {
    id
    name
    viewerRole
    memberRoles {
      ...AdminMembers_member
    }
    pastEvents {
      id
      title
      startsAt
      status
      playerCount
    }
    activity {
      ...AdminActivity_line
    }
    ...SettleUp_group
    ...SettleUp_payments
    viewerCan {
      deletePayments
    }
  }
`);

export const GROUP_ADMIN_QUERY = graphql(`
  query GroupAdmin($id: ID!) {
    group(id: $id) {
      ...GroupAdmin_group
    }
  }
`);

export const GROUP_ADMIN_CHANGED_SUBSCRIPTION = graphql(`
  subscription GroupAdminChanged($id: ID!) {
    groupChanged(id: $id) {
      ...GroupAdmin_group
    }
  }
`);
