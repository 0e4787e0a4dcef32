import { Suspense, use } from 'react';
import { act, render, screen } from '@testing-library/react';
import { deferData } from '@/lib/router/early-data';

/**
 * Early data renders at once because React's `use` reads a settled thenable synchronously. This
 * pins that behaviour of React itself: a React upgrade that stops reading `status`/`value` fails here.
 */
function Amount({ data }: { data: Promise<{ amount: number }> }) {
  return <p>amount {use(data).amount}</p>;
}

function view(data: Promise<{ amount: number }>) {
  return (
    <Suspense fallback={<p>loading</p>}>
      <Amount data={data} />
    </Suspense>
  );
}

describe("deferData and React's use", () => {
  it('renders data that has already arrived in the first commit, with no fallback', async () => {
    const data = deferData(Promise.resolve({ amount: 3 }));
    await data;
    const seen: string[] = [];
    const { container } = render(view(data));
    seen.push(container.textContent ?? '');
    expect(seen).toEqual(['amount 3']);
  });

  it('shows the fallback, then the data, for data still on its way', async () => {
    let resolve!: (value: { amount: number }) => void;
    const data = deferData(new Promise<{ amount: number }>((done) => (resolve = done)));
    await act(async () => {
      render(view(data));
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve({ amount: 4 }));
    expect(await screen.findByText('amount 4')).toBeInTheDocument();
  });
});
