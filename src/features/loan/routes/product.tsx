import { Link } from 'react-router-dom';
import { usePageData } from '@/lib/router/hooks';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/ui';
import { linkTo, paths } from '@/config/paths';
import { LenderLine } from '@/entities/lender';
import { getBridge } from '@/lib/bridge';
import { usePageTitle } from '@/lib/page-title';
import type { Product } from '../api/get-product';
import { ProductHeading } from '../components/product-heading';
import { OfferFacts } from '../components/offer-facts';
import type { load } from './product.data';
import '../components/loan.css';

function ProductView({ product, productId }: { product: Product; productId: string }) {
  const { t } = useTranslation('loan-products');
  return (
    <>
      <section className="card">
        <ProductHeading name={product.productName} logo={product.productLogo} />
        <LenderLine lender={product.lender} />
        {product.description ? <p>{product.description}</p> : null}
        <OfferFacts offer={product} name={product.productName} />
      </section>
      <Link
        className="btn btn--primary btn--block"
        to={linkTo(paths.confirmLoan, { productId })}
        // spec §3, §7: the product id goes to the host's tracking point.
        onClick={() => getBridge().confirmTrackingPoint({ productId })}
      >
        {t('product.apply')}
      </Link>
    </>
  );
}

export default function ProductPage() {
  const { t } = useTranslation('loan-products');
  usePageTitle(t('product.title'));
  const { product, productId } = usePageData<typeof load>();
  return (
    <main className="page">
      <h1 className="page__title">{t('product.title')}</h1>
      <Deferred resolve={product}>
        {(value) => <ProductView product={value} productId={productId || value.productId} />}
      </Deferred>
    </main>
  );
}
