import { Link } from 'react-router-dom';
import { usePageData } from '@/lib/router/hooks';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/ui';
import { linkTo, paths } from '@/config/paths';
import { useNumberFormat } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import type { RecommendedProduct } from '../api/get-recommend-list';
import { rateText } from '../utils/product-text';
import type { load } from './recommend-list.data';
import '../components/loan.css';

function ProductList({ products }: { products: RecommendedProduct[] }) {
  const { t } = useTranslation('loan-products');
  const { money, percent } = useNumberFormat();
  if (products.length === 0) return <p className="card loan-empty">{t('recommend.empty')}</p>;
  return (
    <ul className="loan-list">
      {products.map((product) => (
        <li key={product.productId} className="card">
          <Link className="loan-list__link" to={linkTo(paths.product, { productId: product.productId })}>
            {product.productLogo ? <img src={product.productLogo} alt="" width={40} height={40} /> : null}
            <span className="loan-list__body">
              <span className="loan-list__title">{product.productName}</span>
              {product.description ? <span className="loan-list__meta">{product.description}</span> : null}
              {product.loanRate ? (
                <span className="loan-list__meta">
                  {t('recommend.rate', { rate: rateText(product.loanRate, percent) })}
                </span>
              ) : null}
            </span>
            {product.maxAmount !== undefined ? (
              <span className="loan-list__side">
                {t('recommend.upTo', { amount: money(product.maxAmount) })}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function RecommendListPage() {
  const { t } = useTranslation('loan-products');
  usePageTitle(t('recommend.title'));
  const { products } = usePageData<typeof load>();
  return (
    <main className="page">
      <h1 className="page__title">{t('recommend.title')}</h1>
      <Deferred resolve={products}>{(list) => <ProductList products={list} />}</Deferred>
    </main>
  );
}
