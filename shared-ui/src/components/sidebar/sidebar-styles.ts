import { css } from 'styled-components';

/** The sidebar panel's look, shared by the desktop column and the phone sheet. */
export const sidebarPanelStyles = css`
  display: flex;
  flex-direction: column;
  background-color: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.sidebarForeground};
`;
