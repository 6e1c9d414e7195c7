// Contact form (docs/product.md §5): all four fields required; the e-mail must look like one.
import { z } from 'zod';
import { emailField } from '../auth/schemas';

export const contactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: emailField('Email is required'),
  subject: z.string().trim().min(1, 'Subject is required'),
  message: z.string().trim().min(1, 'Message is required'),
});
