import { BellRing, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button';
import { ALERT_WINDOW_LABELS, type AlertWindowChoice } from '../AlertForm';
import { formatPrice } from '../../utils/format';
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

/** "Within 5 km · Starting within 3 hours · Beach, Wellness · Up to $40.00". */
export function alertSummary(alert: AlertListItem): string {
  return [
    `Within ${alert.radiusKm} km`,
    ALERT_WINDOW_LABELS[alert.window],
    alert.categories.length > 0 ? alert.categories.join(', ') : 'All categories',
    alert.maxPrice != null ? `Up to ${formatPrice(alert.maxPrice)}` : 'Any price',
  ].join(' · ');
}

/** The person's saved alerts, each with what it watches and a Delete button. */
export function AlertList({ alerts, onDelete, deletingId }: AlertListProps) {
  if (alerts.length === 0) return <Empty>No saved alerts yet.</Empty>;
  return (
    <List aria-label="Saved alerts">
      {alerts.map((alert) => (
        <Item key={alert.id}>
          <Text>
            <strong>
              <BellRing aria-hidden />
              {alert.placeName}
            </strong>
            <span>{alertSummary(alert)}</span>
          </Text>
          <Button
            variant="outline"
            size="sm"
            icon={<Trash2 aria-hidden />}
            onClick={() => onDelete(alert.id)}
            loading={deletingId === alert.id}
            loadingText="Deleting..."
            // While deleting, the name is what the button shows ("Deleting...").
            aria-label={deletingId === alert.id ? undefined : `Delete the alert for ${alert.placeName}`}
          >
            Delete
          </Button>
        </Item>
      ))}
    </List>
  );
}
