import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal } from '@/components/ui';
import { linkTo, paths } from '@/config/paths';

/** spec §4: the extension reminder: go to the extension page, or skip and go to repay. */
export function ExtensionModal({
  open,
  onClose,
  productId,
  orderId,
}: {
  open: boolean;
  onClose: () => void;
  productId: string | undefined;
  orderId: string | undefined;
}) {
  const { t } = useTranslation('loan-details');
  return (
    <Modal
      open={open}
      title={t('details.extension.title')}
      onClose={onClose}
      footer={
        <>
          <Link className="btn btn--primary" to={linkTo(paths.repayDelay, { productId, orderId })}>
            {t('details.extension.go')}
          </Link>
          <Link className="btn" to={linkTo(paths.repay, { productId, orderId })}>
            {t('details.extension.skip')}
          </Link>
        </>
      }
    >
      <p>{t('details.extension.body')}</p>
    </Modal>
  );
}
