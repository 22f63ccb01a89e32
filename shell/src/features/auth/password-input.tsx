// A password field with a show/hide button. The button is a toggle (aria-pressed) named "Show password"
// by its (visually hidden) text rather than aria-label, so a search for the field by its label "Password"
// finds the field alone; it sits outside the input so password managers still see a password field.
import { useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import { Eye, EyeOff } from 'lucide-react';
import { Button, Input, VisuallyHidden, type InputProps } from '@onething/shared-ui';

const Wrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  ${Input} {
    padding-right: 2.75rem;
  }
`;

const Toggle = styled(Button)`
  position: absolute;
  right: 0;
  top: 0;
`;

export type PasswordInputProps = Omit<InputProps, 'type'>;

export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Wrapper>
      <Input {...props} type={visible ? 'text' : 'password'} />
      <Toggle
        type="button"
        variant="ghost"
        size="icon"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOff aria-hidden="true" size={16} /> : <Eye aria-hidden="true" size={16} />}
        <VisuallyHidden>Show password</VisuallyHidden>
      </Toggle>
    </Wrapper>
  );
}

/**
 * Checks a new password when the focus leaves its field, but not for a move to the field's own show/hide
 * button, nor while the field is still empty (nothing to tell yet).
 */
export function onNewPasswordBlur(event: FocusEvent<HTMLInputElement>, check: (value: string) => void): void {
  const next = event.relatedTarget;
  if (next instanceof Node && event.currentTarget.parentElement?.contains(next)) return;
  if (event.currentTarget.value) check(event.currentTarget.value);
}
