import { Spinner } from '../components/Spinner';

export function FullPageLoader({ label }: { label: string }) {
  return (
    <div className="full-page-loader">
      <Spinner size={40} label={label} />
    </div>
  );
}
