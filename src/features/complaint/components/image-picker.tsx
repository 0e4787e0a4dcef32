import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/ui';
import { MAX_COMPLAINT_IMAGES } from '../constants';
import './image-picker.css';

export interface ImagePickerProps {
  images: readonly string[];
  /** How many picked photos are still uploading (each holds a slot). */
  uploading: number;
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
}

/** spec §5: up to 9 images; the add control is hidden once 9 are attached or on their way. */
export function ImagePicker({ images, uploading, onPick, onRemove }: ImagePickerProps) {
  const { t } = useTranslation('complaint');
  const id = useId();
  const used = images.length + uploading;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Let the same photo be picked again after it was removed.
    event.currentTarget.value = '';
    if (files.length > 0) onPick(files);
  };
  return (
    <fieldset className="complaint-images" aria-describedby={`${id}-hint`}>
      <legend className="field__label">
        {t('form.images')}{' '}
        <span className="complaint-images__count">
          {t('form.imagesCount', { count: Math.min(used, MAX_COMPLAINT_IMAGES), max: MAX_COMPLAINT_IMAGES })}
        </span>
      </legend>
      <p id={`${id}-hint`} className="complaint-images__hint">
        {t('form.imagesHint', { max: MAX_COMPLAINT_IMAGES })}
      </p>
      <ul className="complaint-images__grid">
        {images.map((url, index) => (
          <li key={`${index}-${url}`} className="complaint-images__tile">
            <img src={url} alt={t('form.imageAlt', { index: index + 1 })} className="complaint-images__img" />
            <button
              type="button"
              className="complaint-images__remove"
              aria-label={t('form.removeImage', { index: index + 1 })}
              onClick={() => onRemove(index)}
            >
              <span aria-hidden="true">{'\u00d7'}</span>
            </button>
          </li>
        ))}
        {Array.from({ length: uploading }, (_, index) => (
          <li key={`uploading-${index}`} className="complaint-images__tile complaint-images__tile--pending">
            <Loading inline label={t('form.uploadingImage')} />
          </li>
        ))}
        {used < MAX_COMPLAINT_IMAGES ? (
          <li className="complaint-images__tile">
            <label className="complaint-images__add">
              <input
                type="file"
                accept="image/*"
                multiple
                className="visually-hidden complaint-images__input"
                onChange={onChange}
              />
              <span>{t('form.addImage')}</span>
            </label>
          </li>
        ) : null}
      </ul>
    </fieldset>
  );
}
