import { useHostServices } from '@portal/shared';
import { Button, Heading, Notice } from '@portal/shared/ui-base';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@portal/shared/router';
import { paths } from '../../../lib/paths';
import { useCatalogSearch } from '../api/search-catalog';
import { searchMessages, searchRequestFor, searchSummary } from '../rules/search-rules';

const ResultGroup = <T extends { id: number }>({
  title,
  items,
  render,
}: {
  title: string;
  items: T[];
  render: (item: T) => ReactNode;
}) =>
  items.length === 0 ? null : (
    <section aria-labelledby={`search-${title.toLowerCase()}`}>
      <Heading level={3} id={`search-${title.toLowerCase()}`} className="browse-size-16">
        {title}
      </Heading>
      <ul className="pt-list">
        {items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
    </section>
  );

/** A course or pathway found: its page where it has a category to show it under, else its title alone. */
const ListingResult = ({
  listing,
  pathOf,
}: {
  listing: { id: number; title: string; code: string; categoryId: number | null };
  pathOf: (categoryId: number, id: number) => string;
}) =>
  listing.categoryId === null ? (
    <>{listing.title}</>
  ) : (
    <Link to={pathOf(listing.categoryId, listing.id)}>
      {listing.title} ({listing.code})
    </Link>
  );

/** Spec section 5: search, on /categories above the list; results grouped as courses, classes, pathways. */
export const CatalogSearch = () => {
  const { openSlideOut } = useHostServices();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const search = useCatalogSearch(query);

  const submit = (value: string) => {
    const request = searchRequestFor(value);
    setTooShort(request.kind === 'too-short');
    if (request.kind === 'search' && request.query === query) void search.refetch();
    setQuery(request.kind === 'search' ? request.query : null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(text);
  };

  return (
    <section aria-label="Search the catalog" className="browse-gap-below">
      <form role="search" onSubmit={onSubmit}>
        <label htmlFor="catalog-search" className="browse-search-label">
          Search courses, classes and pathways
        </label>
        <div className="pt-search">
          <input
            id="catalog-search"
            type="search"
            className="pt-input"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={100}
          />
          <Button type="submit" variant="primary">
            Search
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="browse-search-status">
        {tooShort ? <Notice type="warning" title={searchMessages.tooShort} /> : null}
        {query !== null && search.isFetching && !search.data ? (
          <span className="pt-secondary">Searching…</span>
        ) : null}
        {query !== null && search.isError ? <Notice type="error" title={searchMessages.failed} /> : null}
        {query !== null && search.data ? (
          <div className="browse-search-results">
            <span>{searchSummary(search.data)}</span>
            <ResultGroup
              title="Courses"
              items={search.data.courses}
              render={(course) => <ListingResult listing={course} pathOf={paths.course} />}
            />
            <ResultGroup
              title="Classes"
              items={search.data.classes}
              render={(item) => (
                <div className="browse-search-class">
                  <Button
                    variant="link"
                    aria-haspopup="dialog"
                    onClick={() => openSlideOut('class', { classId: item.id })}
                  >
                    {item.title} ({item.code})
                  </Button>
                  <span className="pt-secondary">{item.dateRange}</span>
                </div>
              )}
            />
            <ResultGroup
              title="Pathways"
              items={search.data.pathways}
              render={(pathway) => <ListingResult listing={pathway} pathOf={paths.pathway} />}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
};
