import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue, type SelectTriggerProps } from './select';

export interface OptionSelectProps<T extends string> extends Omit<SelectTriggerProps, 'value' | 'children' | 'dir'> {
  value: T;
  options: readonly T[];
  onValueChange: (value: T) => void;
  placeholder?: string;
}

/** A select over a fixed list of string values shown as they are (priorities, categories ...). */
export function OptionSelect<T extends string>({
  value,
  options,
  onValueChange,
  placeholder,
  ...triggerProps
}: OptionSelectProps<T>) {
  return (
    <Select value={value} onValueChange={(next) => onValueChange(next as T)}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
