import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CodeGroups, Modal, useCopy } from '@/components/ui';
import { formatDuration, postingMinutes } from '@/entities/payment/posting';
import { railOffered } from '@/entities/payment/rails';
import { useMarket } from '@/lib/session/react';
import type { ChannelGroup, RepayChannel } from '../api/schemas';
import { groupClabe, isNumericReference, payDetails, showsBarcode } from '../model/pay-details';
import { ChannelLogo } from './channel-mark';
import './repay-common.css';
import './channel-groups.css';

interface ChannelItemProps {
  channel: RepayChannel;
  href: string;
  onShowBarcode: (channel: RepayChannel) => void;
  showCode: boolean;
}

/**
 * What a channel's code is, named as its rail names it and as the instructions page names it: a UPI ID,
 * a CLABE or an account to transfer to, else the reference to quote. A UPI ID or a CLABE is no reference:
 * the reference of a UPI or SPEI payment comes with its voucher.
 */
function useChannelCode(channel: RepayChannel, name: string) {
  const { t } = useTranslation('repayment');
  const vCode = channel.vCode.trim();
  if (!vCode) return null;
  const details = payDetails({ payCode: channel.payCode, vCode });
  if (details.kind === 'upi')
    return { label: t('upi.vpa'), value: details.vpa, copyLabel: t('channels.copyVpa', { name }) };
  if (details.kind === 'bank' && details.clabe)
    return {
      label: t('bankTransfer.clabe'),
      value: details.clabe,
      display: groupClabe(details.clabe),
      copyLabel: t('channels.copyClabe', { name }),
    };
  // SPEI's referencia numérica, by the name the instructions and the borrower's bank app give it.
  if (isNumericReference(channel.payCode, vCode))
    return {
      label: t('bankTransfer.reference'),
      value: vCode,
      copyLabel: t('channels.copyNumericReference', { name }),
    };
  return { label: t('channels.voucher'), value: vCode, copyLabel: t('channels.copyVoucher', { name }) };
}

function ChannelItem({ channel, href, onShowBarcode, showCode }: ChannelItemProps) {
  const { t } = useTranslation('repayment');
  const copy = useCopy();
  const name = channel.desc || t('channels.unnamed');
  const listed = useChannelCode(channel, name);
  const code = showCode ? listed : null;
  // A barcode is for a store's scanner; transfers, CoDi and UPI are paid from the page instead.
  const barcode = showCode && showsBarcode(channel.payCode) ? channel.BARcodeImg : '';
  return (
    <li className="channel">
      {/* Named by what it shows, the channel and how soon a payment there posts (WCAG 2.5.3): a name of
          its own ("Pagar con OXXO") would leave the shown words out of what a voice user can say. */}
      <Link className="channel__choose" to={href}>
        <ChannelLogo logo={channel.logo} payCode={channel.payCode} />
        <span className="channel__text">
          <span className="channel__desc">{name}</span>{' '}
          <span className="channel__posting">
            {t('channels.posting', { duration: formatDuration(postingMinutes(channel.payCode), t) })}
          </span>
        </span>
        <span className="channel__chevron" aria-hidden="true">
          {'\u203a'}
        </span>
      </Link>
      {code ? (
        <p className="channel__voucher">
          <span className="channel__voucher-label">{code.label}</span>
          <CodeGroups className="channel__voucher-code" code={code.value} display={code.display} />
        </p>
      ) : null}
      {code || barcode ? (
        <div className="channel__actions">
          {code ? (
            <button
              type="button"
              className="btn btn--small"
              aria-label={code.copyLabel}
              onClick={() => void copy(code.value)}
            >
              {t('channels.copy')}
            </button>
          ) : null}
          {barcode ? (
            <button
              type="button"
              className="btn btn--small"
              aria-label={t('channels.showBarcodeOf', { name })}
              onClick={() => onShowBarcode(channel)}
            >
              {t('channels.showBarcode')}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function BarcodeModal({ channel, onClose }: { channel: RepayChannel | null; onClose: () => void }) {
  const { t } = useTranslation('repayment');
  const name = channel?.desc || t('channels.unnamed');
  return (
    <Modal open={channel !== null} title={t('channels.scanTitle')} onClose={onClose}>
      {channel ? (
        <div className="barcode">
          <img className="barcode__image" src={channel.BARcodeImg} alt={t('channels.barcodeAlt', { name })} />
          {channel.vCode ? (
            <p className="barcode__code">
              <CodeGroups code={channel.vCode} />
            </p>
          ) : null}
          <p className="barcode__hint">{t('channels.scanHint')}</p>
        </div>
      ) : null}
    </Modal>
  );
}

export interface ChannelGroupsProps {
  groups: ChannelGroup[];
  /** Where choosing a channel goes (the instructions page with the right requestType). */
  hrefFor: (channel: RepayChannel) => string;
  /**
   * Whether each channel shows the code the server listed with it (a reference, its barcode). Its
   * reference is for the amount the server asks for: paying another amount, the page hides it, and the
   * instructions page gives that amount its own.
   */
  showCodes?: boolean;
}

/** spec §2: payment channels by group, shared by the repay and extension pages. */
export function ChannelGroups({ groups, hrefFor, showCodes = true }: ChannelGroupsProps) {
  const { t } = useTranslation('repayment');
  const headingId = useId();
  const [barcodeOf, setBarcodeOf] = useState<RepayChannel | null>(null);
  const market = useMarket();
  // A rail the market does not have is never offered, whatever the server lists.
  const withChannels = groups
    .map((group) => ({
      ...group,
      list: group.list.filter((channel) => railOffered(channel.payCode, market)),
    }))
    .filter((group) => group.list.length > 0);
  return (
    <section aria-labelledby={headingId} className="channel-groups">
      <h2 id={headingId} className="repay-section__title">
        {t('channels.heading')}
      </h2>
      {withChannels.length === 0 ? <p className="card">{t('channels.empty')}</p> : null}
      {withChannels.map((group, groupIndex) => (
        <div className="card channel-group" key={`${groupIndex}-${group.title}`}>
          {group.title ? <h3 className="channel-group__title">{group.title}</h3> : null}
          <ul className="channel-group__list">
            {group.list.map((channel, index) => (
              <ChannelItem
                key={`${index}-${channel.payCode}`}
                channel={channel}
                href={hrefFor(channel)}
                onShowBarcode={setBarcodeOf}
                showCode={showCodes}
              />
            ))}
          </ul>
        </div>
      ))}
      <BarcodeModal channel={barcodeOf} onClose={() => setBarcodeOf(null)} />
    </section>
  );
}
