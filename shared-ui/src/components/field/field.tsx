import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { Label } from '../label/label';
import { FieldError } from './field-error';

/** Props Field gives its control so label, description and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Id for the control; generated when omitted. */
  id?: string;
  description?: ReactNode;
  /** Validation message; marks the control aria-invalid while present. */
  error?: ReactNode;
  required?: boolean;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  className?: string;
  /** One control element (it receives FieldControlProps), or a render function for composite controls. */
  children: ReactElement<Partial<FieldControlProps>> | ((controlProps: FieldControlProps) => ReactNode);
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

function hasContent(node: ReactNode): boolean {
  return node !== null && node !== undefined && node !== false && node !== '';
}

export function Field({ label, id, description, error, required, hideLabel, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasError = hasContent(error);
  const hasDescription = hasContent(description);

  const describedBy = [hasDescription ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  const controlProps: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(hasError ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  let control: ReactNode;
  if (typeof children === 'function') {
    control = children(controlProps);
  } else if (isValidElement(children)) {
    const own = children.props['aria-describedby'];
    control = cloneElement(children, {
      ...controlProps,
      ...(own ? { 'aria-describedby': [own, describedBy].filter(Boolean).join(' ') } : {}),
    });
  } else {
    control = children;
  }

  const labelNode = (
    <Label htmlFor={controlId} required={required}>
      {label}
    </Label>
  );

  return (
    <Root className={className}>
      {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
      {control}
      {hasDescription ? <Description id={descriptionId}>{description}</Description> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </Root>
  );
}
