// The groups dialogs' title: a clear heading above the form or question.
import type { ModalProps } from '@mantine/core';

export const modalStyles: ModalProps['styles'] = {
  title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
};
