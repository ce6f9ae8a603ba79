/** A grey stand-in for a card while listings load (SPEC §2: 20 of them). Hidden from assistive tech. */
export function ListingCardSkeleton() {
  return (
    <div className="card skeleton" aria-hidden="true">
      <div className="photos" />
      <div className="body">
        <span className="bone wide" />
        <span className="bone" />
        <span className="bone narrow" />
      </div>
    </div>
  );
}
