// Landing (docs/product.md §2): hero, three feature cards (group management, event planning, winner
// tracking), three feature sections each linking to /register, and a closing call to action.
// It is also the post-login home, so a signed-in user first sees their next game and the way to
// their dashboard (MemberHome). Each section is its own Landing*.tsx file; this one puts them in
// order and holds the feature sections' words.
import { useDocumentTitle } from '@mantine/hooks';
import { useAuth } from '../../auth/AuthProvider';
import { LandingClosingCallToAction } from './LandingClosingCallToAction';
import { LandingFeatureCards } from './LandingFeatureCards';
import { LandingFeatureSection } from './LandingFeatureSection';
import { LandingFooter } from './LandingFooter';
import { LandingHero } from './LandingHero';
import { EventIllustration, GroupIllustration, WinnersIllustration } from './LandingIllustrations';
import { MemberHome } from './MemberHome';

export function LandingPage() {
  useDocumentTitle('Poker Night · Organise your home poker games');
  const { user } = useAuth();
  return (
    <>
      {user && <MemberHome />}
      <LandingHero />
      <LandingFeatureCards />
      <LandingFeatureSection
        id="groups-title"
        eyebrow="Group management"
        title="Bring your regulars together"
        text="A group keeps your crew in one place, so inviting everyone to the next game takes one click."
        points={[
          'Invite friends by e-mail, accept invitations in one tap',
          'Group events invite every member automatically',
          'Leaderboards for most wins and most games played',
        ]}
        cta="Start your group"
        illustration={<GroupIllustration />}
        alt
      />
      <LandingFeatureSection
        id="events-title"
        eyebrow="Event planning"
        title="Plan the game, fill the table"
        text="Set the buy-in and the cap, then let players join, take seats and add the night to their calendar."
        points={[
          'Buy-in, location and a player cap that is never overbooked',
          'Tables and seat reservations, live for everyone',
          'Add to Calendar with a single download',
        ]}
        cta="Plan your first game"
        illustration={<EventIllustration />}
        reverse
      />
      <LandingFeatureSection
        id="winners-title"
        eyebrow="Winner tracking"
        title="Crown the winners, keep the bragging rights"
        text="Record first, second and third with their prizes. History and stats keep score so nobody has to."
        points={[
          'Top three winners and prizes for every game',
          'Games played, wins and earnings per player',
          'A full history of past events',
        ]}
        cta="Start tracking wins"
        illustration={<WinnersIllustration />}
        alt
      />
      <LandingClosingCallToAction />
      <LandingFooter />
    </>
  );
}
