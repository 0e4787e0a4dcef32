import { Link } from 'react-router-dom';
import { usePageData } from '@/lib/router/hooks';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/ui';
import { linkTo, paths } from '@/config/paths';
import { LenderLine } from '@/entities/lender';
import { usePageTitle } from '@/lib/page-title';
import type { RecommendList } from '../api/get-recommend-list';
import { OfferFacts } from '../components/offer-facts';
import type { load } from './recommend-list.data';
import '../components/loan.css';

/**
 * Every offer in the same card, the same way (RBI's Digital Lending Directions 2025, para 6): who lends, the
 * example loan and what repays it, its APR or CAT with its date, range, penal charges and key facts; in the
 * server's order, which the platform's `ranking` sentence explains. Only offers that state their lender, APR
 * or CAT and example are listed (get-recommend-list.ts). No badge, colour or position styling favours one.
 */
function ProductList({ list, ranking }: RecommendList) {
  const { t } = useTranslation('loan-products');
  if (list.length === 0) return <p className="card loan-empty">{t('recommend.empty')}</p>;
  return (
    <>
      {ranking ? <p className="offer-ranking">{ranking}</p> : null}
      <ul className="loan-list">
        {list.map((product) => (
          <li key={product.productId} className="card offer-card">
            <h2 className="offer-card__title">
              <Link className="offer-card__link" to={linkTo(paths.product, { productId: product.productId })}>
                {product.productLogo ? <img src={product.productLogo} alt="" width={40} height={40} /> : null}
                <span>{product.productName}</span>
              </Link>
            </h2>
            <LenderLine lender={product.lender} />
            {product.description ? <p className="loan-list__meta">{product.description}</p> : null}
            <OfferFacts offer={product} name={product.productName} />
          </li>
        ))}
      </ul>
    </>
  );
}

export default function RecommendListPage() {
  const { t } = useTranslation('loan-products');
  usePageTitle(t('recommend.title'));
  const { products } = usePageData<typeof load>();
  return (
    <main className="page">
      <h1 className="page__title">{t('recommend.title')}</h1>
      <Deferred resolve={products}>{(value) => <ProductList {...value} />}</Deferred>
    </main>
  );
}
