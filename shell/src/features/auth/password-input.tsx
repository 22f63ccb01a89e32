// A password field with a show/hide button. The button is a toggle (aria-pressed) named "Show password"
// by its (visually hidden) text rather than aria-label, so a search for the field by its label "Password"
// finds the field alone; it sits outside the input so password managers still see a password field.
import { useRef, useState, type FocusEvent } from 'react';
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

export type PasswordInputProps = Omit<InputProps, 'type' | 'ref'> & {
  /**
   * When the focus leaves the field and its show/hide button for elsewhere, with what was typed (not called
   * while nothing is typed): where a new password's rule is checked before the form is sent.
   */
  onLeave?: (value: string) => void;
};

export function PasswordInput({ onLeave, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    const value = input.current?.value ?? '';
    if (value) onLeave?.(value);
  };
  return (
    <Wrapper onBlur={onLeave ? onBlur : undefined}>
      <Input {...props} ref={input} type={visible ? 'text' : 'password'} />
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
