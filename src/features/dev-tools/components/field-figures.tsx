import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
// Not the barrel: it brings the dates and dayjs, which /testPreview (a static page) does not need.
import { useNumberFormat, type NumberFormats } from '@/lib/format/use-money';
import { readDeviceRecord, type DeviceVital } from '@/lib/telemetry/device-record';

const VITAL_ORDER = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

function formatVital(name: string, vital: DeviceVital, number: NumberFormats['number']): string {
  return name === 'CLS' ? number(vital.value, 3) : `${number(vital.value)} ms`;
}

/**
 * This device's own latest web vitals and error count, so a developer on a real phone sees the
 * field figures at once. They are read from this device's storage; nothing is fetched.
 */
export function FieldFigures() {
  const { t } = useTranslation('devTools');
  const { number, percent } = useNumberFormat();
  const [record, setRecord] = useState(readDeviceRecord);
  const vitals = VITAL_ORDER.flatMap((name) => {
    const vital = record.vitals[name];
    return vital ? [{ name, vital }] : [];
  });
  const apiFailures = Object.values(record.apiFailures).reduce((sum, count) => sum + count, 0);

  return (
    <section className="card" aria-labelledby="preview-field-title">
      <h2 id="preview-field-title" className="preview__heading">
        {t('field.title')}
      </h2>
      <p className="preview__hint">
        {env.rumUrl
          ? t('field.on', { url: env.rumUrl, percent: percent(env.rumSample * 100, 0) })
          : t('field.off')}{' '}
        {env.errorUrl ? t('field.errorsOn', { url: env.errorUrl }) : t('field.errorsOff')}
      </p>
      {vitals.length ? (
        <table className="preview__table">
          <caption>{t('field.vitals')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('field.metric')}</th>
              <th scope="col">{t('field.value')}</th>
              <th scope="col">{t('field.rating')}</th>
              <th scope="col">{t('field.route')}</th>
            </tr>
          </thead>
          <tbody>
            {vitals.map(({ name, vital }) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{formatVital(name, vital, number)}</td>
                <td>{vital.rating}</td>
                <td>{vital.route}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('field.none')}</p>
      )}
      <p>{t('field.errors', { count: record.errors })}</p>
      <p>{t('field.apiFailures', { count: apiFailures })}</p>
      <button type="button" className="btn" onClick={() => setRecord(readDeviceRecord())}>
        {t('field.refresh')}
      </button>
    </section>
  );
}
