import './loan.css';

/** A product's logo and name. The logo is decorative: the name beside it says the same. */
export function ProductHeading({ name, logo }: { name: string; logo: string }) {
  if (!name && !logo) return null;
  return (
    <div className="product-heading">
      {logo ? <img className="product-heading__logo" src={logo} alt="" width={40} height={40} /> : null}
      <span className="product-heading__name">{name}</span>
    </div>
  );
}
