// An order reads like a deposit or withdrawal on the desk: the same item, head, people and decisions.
export {
  buttons,
  head,
  heading,
  item,
  muted,
  name,
  title,
  who,
} from '../../../shared/admin/decisionItem.css';
