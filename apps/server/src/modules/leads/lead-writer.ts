/**
 * The one writer of leads, for this module's contact form and the directory's agent contact
 * form: a lead is written in the transaction that queues its e-mail.
 */
export { insertLead as writeLead, type NewLead } from './leads.repository';
