import { BellRing, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button';
import type { AlertWindowChoice } from '../AlertForm';
import { formatPrice, numberFormat } from '../../utils/format';
import { DEFAULT_KIT_LOCALE, type KitLocaleOf } from '../../i18n/kitLocaleContext';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { ALERT_FORM_TEXTS } from '../AlertForm/texts';
import { ALERT_LIST_TEXTS } from './texts';
import { stackedList } from '../../utils/stackedList';

/** One saved alert, as the list shows it. */
export interface AlertListItem {
  id: string;
  placeName: string;
  radiusKm: number;
  window: AlertWindowChoice;
  /** The chosen categories' labels (empty: every category). */
  categories: readonly string[];
  /** Dollars; null: any price. */
  maxPrice: number | null;
}

export interface AlertListProps {
  alerts: readonly AlertListItem[];
  /** Deletes an alert. */
  onDelete: (id: string) => void;
  /** The alert being deleted (its button is busy). */
  deletingId?: string | null;
}

const List = styled.ul`
  ${stackedList}
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.card};
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;

  & > strong {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
  }
  & > strong > svg {
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
    color: ${({ theme }) => theme.colors.accent.base};
  }
  & > span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const ENGLISH: KitLocaleOf<'alertList' | 'alertForm'> = { locale: DEFAULT_KIT_LOCALE, texts: { alertList: ALERT_LIST_TEXTS, alertForm: ALERT_FORM_TEXTS } };

/** "Within 5 km · Starting within 3 hours · Beach, Wellness · Up to $40.00", in the kit's language (default American English). */
export function alertSummary(alert: AlertListItem, { locale, texts }: KitLocaleOf<'alertList' | 'alertForm'> = ENGLISH): string {
  return [
    texts.alertList.within(numberFormat(locale).format(alert.radiusKm)),
    texts.alertForm.windows[alert.window],
    alert.categories.length > 0 ? alert.categories.join(', ') : texts.alertList.allCategories,
    alert.maxPrice != null ? texts.alertList.upTo(formatPrice(alert.maxPrice, locale)) : texts.alertList.anyPrice,
  ].join(' · ');
}

/** The person's saved alerts, each with what it watches and a Delete button. */
export function AlertList({ alerts, onDelete, deletingId }: AlertListProps) {
  const { locale, texts: text } = useKitTexts('alertList', ALERT_LIST_TEXTS);
  const { texts: alertForm } = useKitTexts('alertForm', ALERT_FORM_TEXTS);
  const kit: KitLocaleOf<'alertList' | 'alertForm'> = { locale, texts: { alertList: text, alertForm } };
  if (alerts.length === 0) return <Empty>{text.empty}</Empty>;
  return (
    <List aria-label={text.label}>
      {alerts.map((alert) => (
        <Item key={alert.id}>
          <Text>
            <strong>
              <BellRing aria-hidden />
              {alert.placeName}
            </strong>
            <span>{alertSummary(alert, kit)}</span>
          </Text>
          <Button
            variant="outline"
            size="sm"
            icon={<Trash2 aria-hidden />}
            onClick={() => onDelete(alert.id)}
            loading={deletingId === alert.id}
            loadingText={text.deleting}
            // While deleting, the name is what the button shows ("Deleting...").
            aria-label={deletingId === alert.id ? undefined : text.deleteAlert(alert.placeName)}
          >
            {text.delete}
          </Button>
        </Item>
      ))}
    </List>
  );
}
