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
      <Heading level={3} id={`search-${title.toLowerCase()}`} style={{ fontSize: 16 }}>
        {title}
      </Heading>
      <ul className="pt-list">
        {items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
    </section>
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
    <section aria-label="Search the catalog" style={{ marginBottom: 24 }}>
      <form role="search" onSubmit={onSubmit}>
        <label htmlFor="catalog-search" style={{ fontWeight: 600 }}>
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
      <div aria-live="polite" style={{ marginTop: 12 }}>
        {tooShort ? <Notice type="warning" title={searchMessages.tooShort} /> : null}
        {query !== null && search.isFetching && !search.data ? (
          <span className="pt-secondary">Searching…</span>
        ) : null}
        {query !== null && search.isError ? <Notice type="error" title={searchMessages.failed} /> : null}
        {query !== null && search.data ? (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            <span>{searchSummary(search.data)}</span>
            <ResultGroup
              title="Courses"
              items={search.data.courses}
              render={(course) =>
                course.categoryId === null ? (
                  course.title
                ) : (
                  <Link to={paths.course(course.categoryId, course.id)}>
                    {course.title} ({course.code})
                  </Link>
                )
              }
            />
            <ResultGroup
              title="Classes"
              items={search.data.classes}
              render={(item) => (
                <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8 }}>
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
              render={(pathway) =>
                pathway.categoryId === null ? (
                  pathway.title
                ) : (
                  <Link to={paths.pathway(pathway.categoryId, pathway.id)}>
                    {pathway.title} ({pathway.code})
                  </Link>
                )
              }
            />
          </div>
        ) : null}
      </div>
    </section>
  );
};
