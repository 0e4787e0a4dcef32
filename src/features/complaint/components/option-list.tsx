import type { ComplaintOption } from '../api/fields';
import './option-list.css';

export interface OptionListProps {
  options: ComplaintOption[];
  onPick: (option: ComplaintOption) => void;
}

/** A list of question types or sub-types, each a full-width button. */
export function OptionList({ options, onPick }: OptionListProps) {
  return (
    <ul className="option-list">
      {options.map((option) => (
        <li key={option.value}>
          <button type="button" className="option-list__option" onClick={() => onPick(option)}>
            <span>{option.title}</span>
            <span className="option-list__chevron" aria-hidden="true">
              {'\u203a'}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
