import { css } from 'styled-components';

/**
 * A list shown as a column of items a small gap apart, without bullets or indent (the saved
 * alerts, the inbox). Use in a styled component: `styled.ul\`${stackedList}\``.
 */
export const stackedList = css`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
