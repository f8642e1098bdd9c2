// The balance feature's money figure another feature reuses (a multistop quote's total in
// dollars and bolívares). Public through this file.
export { MoneyFigure } from '../components/money-figure.tsx';
