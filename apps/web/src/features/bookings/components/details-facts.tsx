// The details tabs' label–value lists are the shared FactsList (also the property summary's).
export { FactsList as Facts } from '../../../components/facts/facts-list';
