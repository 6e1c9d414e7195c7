// The tournament templates domain module: list, save and delete, with their permission checks.
export {
  deleteTemplate,
  listCustomTemplates,
  listTemplatesFor,
  saveTemplate,
  TEMPLATE_MESSAGES,
  type SaveTemplateInput,
} from './service';
export { rowToTemplate } from './repository';
