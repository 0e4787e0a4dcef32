import { specWording } from '@/config/spec-texts';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage, Modal, showToast, type ToastHandle } from '@/components/ui';
import { linkTo, paths } from '@/config/paths';
import { useAction } from '@/lib/hooks/use-action';
import { useIntentKey } from '@/lib/hooks/use-intent-key';
import { useTimeout } from '@/lib/hooks/use-timeout';
import { usePageTitle } from '@/lib/page-title';
import { useRouteQuery } from '@/lib/session/react';
import { saveComplaint } from '../api/save-complaint';
import { uploadComplaintImage } from '../api/upload-complaint-image';
import { DescriptionField } from '../components/description-field';
import { ImagePicker } from '../components/image-picker';
import { MAX_COMPLAINT_IMAGES, SUCCESS_REDIRECT_MS } from '../constants';
import { compressImage } from '../model/compress-image';
import {
  clearDraft,
  draftKey,
  draftReducer,
  loadDraft,
  saveDraft,
  withPrefill,
  type DraftTarget,
} from '../model/draft';
import './complaint-form.css';

interface FormProps {
  target: DraftTarget;
  /** A description filled in by the page the borrower came from. */
  prefill: string | undefined;
  orderId: string;
  typeTitle: string;
  sonTitle: string;
}

function ComplaintForm({ target, prefill, orderId, typeTitle, sonTitle }: FormProps) {
  const { t } = useTranslation('complaint');
  const navigate = useNavigate();
  // The draft survives a reload or an accidental back (spec §4 clears it after a successful send).
  const [draft, dispatch] = useReducer(draftReducer, target, (initial) =>
    withPrefill(loadDraft(initial), prefill),
  );
  const [prefilled] = useState(() => Boolean(prefill) && draft.text !== loadDraft(target).text);
  const [uploading, setUploading] = useState(0);
  const uploadingRef = useRef(0);
  const [sent, setSent] = useState(false);
  // A page that was left says nothing more: a late answer must not toast over the page the borrower went
  // to (the draft keeps their text and images for when they come back).
  const mounted = useRef(true);
  const uploadToast = useRef<ToastHandle | null>(null);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      uploadToast.current?.close();
    };
  }, []);
  const say = (message: string) => {
    if (mounted.current) showToast(message);
  };

  useEffect(() => {
    if (!sent) saveDraft(draft);
  }, [draft, sent]);

  // spec §4: 1.5 s after the success modal, back to the complaint start page with the draft cleared.
  useTimeout(
    () => {
      clearDraft(target);
      navigate(linkTo(paths.complaint, { orderId }), { replace: true });
    },
    SUCCESS_REDIRECT_MS,
    sent,
  );

  const upload = async (files: File[]) => {
    // spec §5: up to 9 images; extra picks are ignored.
    const room = MAX_COMPLAINT_IMAGES - draft.images.length - uploadingRef.current;
    const accepted = files.slice(0, Math.max(0, room));
    if (accepted.length === 0) return;
    uploadingRef.current += accepted.length;
    setUploading(uploadingRef.current);
    for (const file of accepted) {
      // spec §5: "uploading..." until the upload ends (a long upload outlives the default 3 s toast).
      if (!mounted.current) return;
      uploadToast.current = showToast(specWording('uploading', t('form.uploading')), { duration: 120_000 });
      try {
        const url = await uploadComplaintImage(await compressImage(file), file.name || 'image');
        dispatch({ type: 'imageAdded', url });
        say(specWording('uploaded', t('form.uploaded')));
      } catch (error) {
        // spec §8: a failed upload shows the server message; the other images stay.
        say(errorMessage(error, t));
      } finally {
        uploadToast.current = null;
        uploadingRef.current -= 1;
        setUploading(uploadingRef.current);
      }
    }
  };

  // contract §8: one complaint per intent; the same text and images retried after no answer keep their key.
  const intent = useIntentKey();
  const send = useAction(async () => {
    if (draft.text.trim() === '') {
      showToast(specWording('emptyComplaint', t('form.emptyRefused')));
      return;
    }
    if (uploadingRef.current > 0) {
      showToast(t('form.waitForUploads'));
      return;
    }
    try {
      const complaint = { ...target, problemDetail: draft.text, images: draft.images };
      await intent.send(complaint, (idempotencyKey) => saveComplaint(complaint, { idempotencyKey }));
      clearDraft(target);
      setSent(true);
    } catch (error) {
      // Nothing is lost: the text and the uploaded images stay on the page and in the draft.
      say(errorMessage(error, t));
    }
  });

  return (
    <form
      className="complaint-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send.run();
      }}
    >
      {typeTitle || sonTitle ? (
        <ul className="complaint-form__tags">
          {typeTitle ? (
            <li className="complaint-form__tag">
              <span className="visually-hidden">{t('form.typeLabel')}</span> {typeTitle}
            </li>
          ) : null}
          {sonTitle ? (
            <li className="complaint-form__tag">
              <span className="visually-hidden">{t('form.subTypeLabel')}</span> {sonTitle}
            </li>
          ) : null}
        </ul>
      ) : null}
      {prefilled ? <p className="complaint-form__prefilled">{t('form.prefilled')}</p> : null}
      <DescriptionField value={draft.text} onChange={(text) => dispatch({ type: 'text', text })} />
      <ImagePicker
        images={draft.images}
        uploading={uploading}
        onPick={(files) => void upload(files)}
        onRemove={(index) => dispatch({ type: 'imageRemoved', index })}
      />
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={send.pending || sent}
        aria-busy={send.pending}
      >
        {send.pending ? t('form.sending') : t('form.send')}
      </button>
      <Modal open={sent} title={t('form.successTitle')} dismissible={false} onClose={() => undefined}>
        <p>{t('form.successBody')}</p>
      </Modal>
    </form>
  );
}

export default function ComplaintFormPage() {
  const { t } = useTranslation('complaint');
  usePageTitle(t('form.title'));
  const query = useRouteQuery();
  const target: DraftTarget = {
    orderNo: query.orderNo ?? '',
    problemType: query.problemType ?? '',
    problemSonType: query.problemSonType ?? '',
  };
  return (
    <main className="page">
      <h1 className="page__title">{t('form.title')}</h1>
      {target.orderNo && target.problemType ? (
        <ComplaintForm
          key={draftKey(target)}
          target={target}
          prefill={query.problemDetail}
          orderId={query.orderId ?? ''}
          typeTitle={query.typeTitle ?? ''}
          sonTitle={query.sonTitle ?? ''}
        />
      ) : (
        <div className="card" role="alert">
          <p>{t('form.missingTarget')}</p>
          <Link
            className="btn btn--primary btn--block"
            to={linkTo(paths.complaint, { orderId: query.orderId })}
          >
            {t('form.startAgain')}
          </Link>
        </div>
      )}
    </main>
  );
}
