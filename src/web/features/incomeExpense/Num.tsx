import styled from 'styled-components';

/** A figure in a table cell: right-aligned, digits of equal width, so columns of amounts line up. */
export const Num = styled.span`
  display: block;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;
