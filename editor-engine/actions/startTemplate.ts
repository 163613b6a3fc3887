import type { DesignDocument } from '../model.js';
import { defineAction } from './action.js';

/**
 * "Start from a template": the template's parts replace the design (one undo step, so a wrong pick is undone), and
 * its name to retype opens in the text field, selected, so the focus lands on what the shopper fills in first.
 */
export const startTemplate = defineAction<{ id: string; name: string; design: DesignDocument }>({
  name: 'startTemplate',
  label: 'Start from this template',
  enabled: () => true,
  perform: (s, { id, name, design }) => {
    s.select([]);
    s.run('startTemplate', { id, design });
    const text = s.doc.order.find((o) => s.doc.objects[o]?.template?.placeholder === 'text');
    if (text) s.editText(text, false);
    s.announce(`Started from the template “${name}”${text ? `: type your words in ${s.describe([text])}` : ''}`);
  },
});
