export { MailPreview, type MailPreviewProps } from './MailPreview';
