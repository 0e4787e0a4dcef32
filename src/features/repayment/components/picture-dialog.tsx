import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui';
import './picture-dialog.css';

export interface ShownPicture {
  dataUrl: string;
  width: number;
  height: number;
  codeImage: 'included' | 'left-out' | 'none';
  copied: boolean;
}

/**
 * Where the phone cannot share (many webviews), the reference picture full-screen, sized for a
 * screenshot, with a line saying so. The picture's text alternative is the summary it shows. It loads with
 * the picture code (picture/share-voucher.ts), on demand.
 */
export interface PictureDialogProps {
  picture: ShownPicture | null;
  summary: string;
  onClose: () => void;
}

export function PictureDialog({ picture, summary, onClose }: PictureDialogProps) {
  const { t } = useTranslation('repayment');
  return (
    <Modal open={picture !== null} title={t('picture.title')} onClose={onClose} className="modal--picture">
      {picture ? (
        <>
          <p className="picture-dialog__line">
            {t('picture.screenshot')}
            {picture.copied ? ` ${t('picture.copied')}` : ''}
          </p>
          <img
            className="picture-dialog__image"
            src={picture.dataUrl}
            width={picture.width / 2}
            height={picture.height / 2}
            alt={[summary, picture.codeImage === 'left-out' ? t('picture.codeLeftOut') : '']
              .filter(Boolean)
              .join('\n')}
          />
        </>
      ) : null}
    </Modal>
  );
}

/** For the share module, which loads this dialog with the picture code (never in a first load). */
export function renderPictureDialog(props: PictureDialogProps) {
  return <PictureDialog {...props} />;
}
