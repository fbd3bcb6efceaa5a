import { Link } from 'react-router';

/** The price list of a website that does not exist or belongs to someone else (the server answers 404). */
export function ProjectNotFound({ message }: { message: string }) {
  return (
    <div className="pricelist-error">
      <title>Website not found</title>
      <h1>Website not found</h1>
      <p>{message}</p>
      <Link to="/websites">Go to My websites</Link>
    </div>
  );
}
