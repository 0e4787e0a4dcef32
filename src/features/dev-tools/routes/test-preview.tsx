import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session/react';
import { ContactInput } from '../components/contact-input';
import { FieldFigures } from '../components/field-figures';
import { GeolocationCheck } from '../components/geolocation-check';
import { KeptVoucherTools } from '../components/kept-voucher-tools';
import { MarketSwitch } from '../components/market-switch';
import { PhotoInput } from '../components/photo-input';
import { PreviewLinks } from '../components/preview-links';
import { SessionFields } from '../components/session-fields';
import { StatementGaps } from '../components/statement-gaps';
import {
  EMPTY_VALUES,
  applyToSession,
  initialValues,
  rememberValues,
  type PreviewValues,
} from '../preview-fields';
import './test-preview.css';

/**
 * The demo backend's scenario picker, loaded only where the demo backend runs: it reads the call catalogue,
 * which a production build's /testPreview would otherwise load for nothing.
 */
const ScenarioPicker = lazy(() =>
  import('../components/scenario-picker').then((module) => ({ default: module.ScenarioPicker })),
);

/** spec §2 "Test preview page": a developer form that opens every page with test session values. */
export default function TestPreviewPage() {
  const { t } = useTranslation('devTools');
  usePageTitle(t('title'));
  const type = useSession((state) => state.type);
  const [values, setValues] = useState<PreviewValues>(initialValues);

  useEffect(() => {
    rememberValues(values);
    applyToSession(values);
  }, [values]);

  return (
    <main className="page preview">
      <h1 className="page__title">{t('title')}</h1>
      <p className="preview__hint">{t('intro')}</p>
      <SessionFields
        values={values}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        onClear={() => setValues(EMPTY_VALUES)}
      />
      <MarketSwitch type={type} />
      <PreviewLinks values={values} type={type} />
      {env.demoApi ? (
        <Suspense fallback={null}>
          <ScenarioPicker />
        </Suspense>
      ) : null}
      <StatementGaps productId={values.productId} type={type} />
      <KeptVoucherTools values={values} type={type} />
      <section className="card" aria-labelledby="preview-device-title">
        <h2 id="preview-device-title" className="preview__heading">
          {t('device.title')}
        </h2>
        <PhotoInput />
        <ContactInput />
        <GeolocationCheck />
      </section>
      <FieldFigures />
    </main>
  );
}
