import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function createPreviewUrl(file: File | undefined): string | undefined {
  if (!file || typeof URL.createObjectURL !== 'function') return undefined;
  try {
    return URL.createObjectURL(file);
  } catch {
    return undefined;
  }
}

/** A photo picker that previews the chosen image (its object URL is revoked on change and unmount). */
export function PhotoInput() {
  const { t } = useTranslation('devTools');
  const [preview, setPreview] = useState<{ url: string; name: string } | undefined>();

  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);

  return (
    <div className="field">
      <label className="field__label" htmlFor="preview-photo">
        {t('device.photo')}
      </label>
      <input
        id="preview-photo"
        className="field__input"
        type="file"
        accept="image/*"
        onChange={(event) => {
          const file = event.target.files?.[0];
          const url = createPreviewUrl(file);
          setPreview(file && url ? { url, name: file.name } : undefined);
        }}
      />
      {preview ? (
        <figure className="preview__photo">
          <img src={preview.url} alt={t('device.photoPreview')} width={160} height={160} />
          <figcaption>{preview.name}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
