/**
 * The alerts page's list and form: the saved alerts (Delete removes one at once), and a new one
 * around the default city, the person's position or a point on the map, checked with the contract before it is sent.
 */
import { lazy, Suspense, useState } from 'react';
import { BellRing } from 'lucide-react';
import { DEFAULT_CENTRE, type Alert, type AlertCreate, type Category } from '@spur/contract';
import type { LatLng } from '@spur/domain';
import { AlertForm, AlertList, toast, type AlertFormField, type AlertFormValues } from '@spur/ui-kit';
import { useCopy } from '@spur/i18n/react';
import { createAlert, deleteAlert, getMyAlerts } from '../api';
import { errorMessage } from '../api/errors';
import { useResource } from '../data/useResource';
import { currentPosition } from '../place';
import { Section, Stack } from '../pages/account/Section';
import { config } from '../config';
import { MapLoadBoundary } from '../pages/deals/map/MapLoadBoundary';
import { alertBody } from './alertInput';
import { AlertsLoad } from './AlertsLoad';
import { ALERTS_COPY } from './copy';
import { useParsedSubmit } from './useParsedSubmit';

// The venue picker's map (Leaflet, its own chunk): a click or a drag of the pin moves the centre.
const PointMap = lazy(() => import('../pages/deals/map/VenuePicker/VenueMap'));

type Text = typeof ALERTS_COPY;

const categoryOptions = (text: Text) => Object.entries(text.categories).map(([value, label]) => ({ value, label }));

const toListItem = (alert: Alert, text: Text) => ({
  id: alert.id,
  placeName: alert.place_name,
  radiusKm: alert.radius_km,
  window: alert.window,
  categories: alert.categories.map((category: Category) => text.categories[category]),
  maxPrice: alert.max_price,
});

export function AlertsManager() {
  const text = useCopy(ALERTS_COPY);
  const load = useResource((signal) => getMyAlerts({ signal }), []);
  const [centre, setCentre] = useState<{ point: LatLng; label: string }>({
    point: { ...DEFAULT_CENTRE },
    label: text.defaultCentre,
  });
  const [locating, setLocating] = useState(false);
  const { errors, formError, busy, submit } = useParsedSubmit<AlertCreate, AlertFormField>();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // A new form (empty again) after each saved alert.
  const [formKey, setFormKey] = useState(0);

  const useMyPosition = () => {
    setLocating(true);
    currentPosition()
      .then((point) => setCentre({ point, label: text.yourPosition }))
      .catch(() => toast({ title: text.positionFailed }))
      .finally(() => setLocating(false));
  };

  const save = (values: AlertFormValues) =>
    submit(alertBody(values, centre.point), async (body) => {
      const alert = await createAlert(body);
      load.setData((alerts) => [alert, ...alerts]);
      setFormKey((key) => key + 1);
      toast({ title: text.alertSaved });
    });

  const remove = async (id: string) => {
    setDeletingId(id);
    try {
      await deleteAlert(id);
      load.setData((alerts) => alerts.filter((alert) => alert.id !== id));
      toast({ title: text.alertDeleted });
    } catch (error) {
      toast({ title: errorMessage(error), variant: 'destructive' });
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <Stack>
      <Section title={text.listHeading} icon={<BellRing />}>
        <AlertsLoad load={load}>{(alerts) => <AlertList alerts={alerts.map((alert) => toListItem(alert, text))} onDelete={(id) => void remove(id)} deletingId={deletingId} />}</AlertsLoad>
      </Section>
      <Section title={text.formHeading}>
        <AlertForm
          key={formKey}
          centreLabel={centre.label}
          onUseMyPosition={useMyPosition}
          locating={locating}
          categories={categoryOptions(text)}
          errors={errors}
          formError={formError}
          busy={busy}
          onSubmit={(values) => void save(values)}
          map={
            <MapLoadBoundary fallback={null}>
              <Suspense fallback={null}>
                <PointMap value={centre.point} onChange={(point) => setCentre({ point, label: text.pointOnMap })} tileUrl={config.tileUrl} attribution={config.tileAttribution} />
              </Suspense>
            </MapLoadBoundary>
          }
          defaultValues={{ placeName: text.defaultPlaceName }}
        />
      </Section>
    </Stack>
  );
}
