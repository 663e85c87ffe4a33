/**
 * The home page's Contact Us section body (SPEC §2 Home): the Get in Touch panel (city, email,
 * phone) and the "Send us a Message" form. Loaded lazily, below the fold: the form brings the API
 * client, zod and XState, which stay out of the home page's initial JavaScript.
 */
import { useId } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import styled from 'styled-components';
import { useCopy } from '@spur/i18n/react';
import { CONTACT } from '../../layout/contactDetails';
import ContactForm from './ContactForm';
import { HOME_COPY } from './copy';

const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const ContactGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface.sunken};
  & > p {
    color: ${({ theme }) => theme.colors.text.secondary};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
`;

const Details = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  & dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.primary};
  }
  & dt > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
    color: ${({ theme }) => theme.colors.accent.base};
  }
  & dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    padding-left: calc(${({ theme }) => theme.sizes.icon.md} + ${({ theme }) => theme.space[2]});
    color: ${({ theme }) => theme.colors.text.secondary};
    overflow-wrap: anywhere;
  }
  & a {
    color: ${({ theme }) => theme.colors.text.link};
    text-decoration: underline;
  }
`;

const FormCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.xl};
`;

export default function ContactSection() {
  const copy = useCopy(HOME_COPY);
  const formTitleId = useId();
  return (
    <ContactGrid>
      <Panel>
        <CardTitle>{copy.getInTouch}</CardTitle>
        <p>{copy.getInTouchText}</p>
        <Details>
          <div>
            <dt>
              <MapPin aria-hidden="true" />
              {copy.location}
            </dt>
            <dd>{CONTACT.city}</dd>
          </div>
          <div>
            <dt>
              <Mail aria-hidden="true" />
              {copy.email}
            </dt>
            <dd>
              <a href={CONTACT.emailHref}>{CONTACT.email}</a>
            </dd>
          </div>
          <div>
            <dt>
              <Phone aria-hidden="true" />
              {copy.phone}
            </dt>
            <dd>
              <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
            </dd>
          </div>
        </Details>
      </Panel>
      <FormCard>
        <CardTitle id={formTitleId}>{copy.formTitle}</CardTitle>
        <ContactForm labelledBy={formTitleId} />
      </FormCard>
    </ContactGrid>
  );
}
