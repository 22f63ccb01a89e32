import styled from 'styled-components';
import { visuallyHiddenStyles } from '../shared/styles';

/** Content for screen readers only (labels, live-region text). */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenStyles}
`;
