/**
 * / (SPEC §1–§2 Home): the hero with its search and Popular quick searches, "Happening near you"
 * (issue 10: its own chunk, like Contact Us), Popular Categories,
 * the calls to action (explore deals, customer stories, become a partner) and Contact Us.
 *
 * Bundle budget: this page and the entry must stay under 150 KB gzip. The Contact Us section (its
 * message form needs the API client, zod and XState) is a separate chunk (React.lazy), rendered
 * below the fold.
 */
import { Suspense, useId, useState } from 'react';
import { DEFAULT_CENTRE } from '@spur/contract';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowRight, Handshake, MessageSquareQuote } from 'lucide-react';
import styled from 'styled-components';
import { Button, CategoryTile, Container, FilterChips, SearchBox, Spinner } from '@spur/ui-kit';
import { useCopy } from '@spur/i18n/react';
import { HOME_COPY } from './home/copy';
import { dealsUrl, DEALS_PATH } from './deals/query';
import { CATEGORY_TILES, QUICK_SEARCHES, searchTerm } from './home/categories';
import { WHEN_COPY, whenOptions } from './deals/when';
import { rememberedCentre } from '../place/centreMemory';
import { renderRouterLink } from '../routing/renderLink';
import { lazyPart, useHydrated } from '../ssr/lazyPart';

const ContactSection = lazyPart(() => import('./home/ContactSection'));
const NearbyDeals = lazyPart(() => import('./home/NearbySection'));

const CONTACT_SECTION_ID = 'contact';

const Hero = styled.section`
  padding-block: ${({ theme }) => `${theme.space[16]} ${theme.space[20]}`};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.palette.slate[900]} 0%,
    ${({ theme }) => theme.colors.palette.ocean[900]} 100%
  );
  color: ${({ theme }) => theme.colors.text.inverse};
  text-align: center;
`;

const HeroInner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.sizes.narrow};
  margin-inline: auto;
`;

const HeroTitle = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
  }
`;

const HeroText = styled.p`
  color: ${({ theme }) => theme.colors.neutral[200]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.neutral[200]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

// The When chips (issue 9) lead to /deals?when=…, soonest first.
const When = styled.div`
  color: ${({ theme }) => theme.colors.neutral[200]};
`;

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space[16]};
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const SectionTitle = styled.h2`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const SectionText = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.secondary};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.brand.base};
  color: ${({ theme }) => theme.colors.brand.contrast};
  text-align: center;
  & h2 {
    color: inherit;
  }
  & p {
    max-width: ${({ theme }) => theme.sizes.narrow};
    margin: ${({ theme }) => `${theme.space[3]} auto ${theme.space[8]}`};
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

// The kit's Card (radius xl, shadow sm, aligned start), written out: importing it would put the
// kit's layout chunk on the home page, the one page whose JavaScript has a budget.
const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface.card};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  & > p {
    flex: 1;
    color: ${({ theme }) => theme.colors.text.secondary};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
`;

const CardIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.lg};
  height: ${({ theme }) => theme.sizes.control.lg};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.accent.subtle};
  color: ${({ theme }) => theme.colors.accent.base};
  & > svg {
    width: ${({ theme }) => theme.sizes.icon.lg};
    height: ${({ theme }) => theme.sizes.icon.lg};
  }
`;

const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const ContactBand = styled(Section)`
  background: ${({ theme }) => theme.colors.surface.card};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

const Fallback = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 480px;
`;

/** The strip's room while its chunk loads: a row of cards, so nothing moves. */
const NearbyFallback = styled.div`
  min-height: 440px;
`;

/**
 * "Happening near you". Near me's centre if the visitor chose one during this visit, else the
 * default city's. The server knows no visit: its HTML (and the hydration of it) is for the default
 * city. Its own component, so the browser's centre, shown once the page has hydrated, renders this
 * section again and nothing else (the contact form the visitor may be typing in stays as it is).
 */
function Nearby() {
  const copy = useCopy(HOME_COPY);
  const titleId = useId();
  const [stored] = useState(rememberedCentre);
  const remembered = useHydrated() ? stored : null;
  const centre = remembered ?? DEFAULT_CENTRE;
  return (
    <Section aria-labelledby={titleId}>
      <Container>
        <SectionHead>
          <div>
            <SectionTitle id={titleId}>{copy.nearbyTitle}</SectionTitle>
            <SectionText>{remembered ? copy.nearbyFromYou : copy.nearbyFromDefault}</SectionText>
          </div>
          <Button asChild variant="outline" icon={<ArrowRight aria-hidden="true" />}>
            <Link to={dealsUrl({ place: { centre, radiusKm: null, sort: null } })}>{copy.nearbyAll}</Link>
          </Button>
        </SectionHead>
        <Suspense fallback={<NearbyFallback />}>
          <NearbyDeals centre={centre} titleId={titleId} />
        </Suspense>
      </Container>
    </Section>
  );
}

/** SPEC §1–§2 Home. */
export default function HomePage() {
  const copy = useCopy(HOME_COPY);
  const whenCopy = useCopy(WHEN_COPY);
  const navigate = useNavigate();
  const contactTitleId = useId();

  return (
    <main>
      <Hero>
        <Container>
          <HeroInner>
            <HeroTitle>{copy.heroTitle}</HeroTitle>
            <HeroText>{copy.heroSubtitle}</HeroText>
            <SearchBox
              size="lg"
              placeholder={copy.searchPlaceholder}
              label={copy.searchLabel}
              onSearch={(term) => navigate(dealsUrl({ search: term }))}
              action={DEALS_PATH}
            />
            <Quick>
              <span aria-hidden="true">{copy.popular}</span>
              <ul aria-label={copy.quickSearchesLabel}>
                {QUICK_SEARCHES.map((topic) => (
                  <li key={topic}>
                    <Button asChild variant="outline" size="sm">
                      <Link to={dealsUrl({ search: searchTerm(topic) })}>{copy.topics[topic]}</Link>
                    </Button>
                  </li>
                ))}
              </ul>
            </Quick>
            <When>
              <FilterChips
                label={copy.whenLabel}
                options={whenOptions(whenCopy)}
                value={null}
                hrefFor={(when) => dealsUrl({ when })}
                renderLink={renderRouterLink}
              />
            </When>
          </HeroInner>
        </Container>
      </Hero>

      <Nearby />

      <Section aria-labelledby="home-categories">
        <Container>
          <SectionHead>
            <div>
              <SectionTitle id="home-categories">{copy.categoriesTitle}</SectionTitle>
              <SectionText>{copy.categoriesSubtitle}</SectionText>
            </div>
            <Button asChild variant="outline" icon={<ArrowRight aria-hidden="true" />}>
              <Link to={DEALS_PATH}>{copy.viewAll}</Link>
            </Button>
          </SectionHead>
          <Tiles>
            {CATEGORY_TILES.map((tile) => (
              <li key={tile.id}>
                <CategoryTile
                  name={copy.topics[tile.id]}
                  category={tile.category}
                  icon={tile.icon}
                  href={dealsUrl({ category: tile.category })}
                  renderLink={renderRouterLink}
                />
              </li>
            ))}
          </Tiles>
        </Container>
      </Section>

      <Band aria-labelledby="home-explore">
        <Container>
          <SectionTitle id="home-explore">{copy.exploreTitle}</SectionTitle>
          <p>{copy.exploreText}</p>
          <Button asChild variant="outline" size="lg" icon={<ArrowRight aria-hidden="true" />}>
            <Link to={DEALS_PATH}>{copy.browseAll}</Link>
          </Button>
        </Container>
      </Band>

      <Section>
        <Container>
          <Cards>
            <Card aria-labelledby="home-stories">
              <CardIcon aria-hidden="true">
                <MessageSquareQuote />
              </CardIcon>
              <CardTitle id="home-stories">{copy.storiesTitle}</CardTitle>
              <p>{copy.storiesText}</p>
              <Button asChild variant="secondary">
                <Link to="/testimonials">{copy.readStories}</Link>
              </Button>
            </Card>
            <Card aria-labelledby="home-partner">
              <CardIcon aria-hidden="true">
                <Handshake />
              </CardIcon>
              <CardTitle id="home-partner">{copy.partnerTitle}</CardTitle>
              <p>{copy.partnerText}</p>
              <Button asChild variant="outline">
                <a href={`#${CONTACT_SECTION_ID}`}>{copy.partnerCta}</a>
              </Button>
            </Card>
          </Cards>
        </Container>
      </Section>

      <ContactBand id={CONTACT_SECTION_ID} aria-labelledby={contactTitleId}>
        <Container>
          <SectionHead>
            <div>
              <SectionTitle id={contactTitleId}>{copy.contactTitle}</SectionTitle>
              <SectionText>{copy.contactSubtitle}</SectionText>
            </div>
          </SectionHead>
          <Suspense
            fallback={
              <Fallback>
                <Spinner label={copy.formLoading} />
              </Fallback>
            }
          >
            <ContactSection />
          </Suspense>
        </Container>
      </ContactBand>
    </main>
  );
}
