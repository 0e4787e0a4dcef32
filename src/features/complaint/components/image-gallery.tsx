import { useState } from 'react';
import { Modal } from '@/components/ui';
import './image-gallery.css';

export interface ImageGalleryProps {
  urls: readonly string[];
  /** The gallery's accessible name. */
  label: string;
  /** Alt text of image n (1-based). */
  alt: (index: number) => string;
  /** Accessible name of the button that enlarges image n. */
  enlargeLabel: (index: number) => string;
}

/** Thumbnails that open the image enlarged in a modal. */
export function ImageGallery({ urls, label, alt, enlargeLabel }: ImageGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const openUrl = open === null ? undefined : urls[open];
  return (
    <>
      <ul className="image-gallery" aria-label={label}>
        {urls.map((url, index) => (
          <li key={`${index}-${url}`}>
            <button
              type="button"
              className="image-gallery__thumb"
              aria-label={enlargeLabel(index + 1)}
              onClick={() => setOpen(index)}
            >
              <img src={url} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={openUrl !== undefined}
        title={open === null ? '' : alt(open + 1)}
        onClose={() => setOpen(null)}
      >
        {openUrl !== undefined && open !== null ? (
          <img className="image-gallery__large" src={openUrl} alt={alt(open + 1)} />
        ) : null}
      </Modal>
    </>
  );
}
