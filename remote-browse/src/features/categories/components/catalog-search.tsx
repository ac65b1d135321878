import { useHostServices } from '@portal/shared';
import { Alert, Button, Flex, Spin, Typography } from '@portal/shared/ui';
import { Input } from '@portal/shared/ui-forms';
import { List } from '@portal/shared/ui-data';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCatalogSearch } from '../api/search-catalog';
import { searchMessages, searchRequestFor, searchSummary } from '../search-rules';

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
      <Typography.Title level={3} id={`search-${title.toLowerCase()}`} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      <List
        size="small"
        dataSource={items}
        rowKey="id"
        renderItem={(item) => <List.Item>{render(item)}</List.Item>}
      />
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

  return (
    <section aria-label="Search the catalog" style={{ marginBottom: 24 }}>
      <label htmlFor="catalog-search">
        <Typography.Text strong>Search courses, classes and pathways</Typography.Text>
      </label>
      <Input.Search
        id="catalog-search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={submit}
        enterButton="Search"
        maxLength={100}
        allowClear
        style={{ maxWidth: 560, display: 'block', marginTop: 8 }}
      />
      <div aria-live="polite" style={{ marginTop: 12 }}>
        {tooShort ? <Alert type="warning" showIcon message={searchMessages.tooShort} /> : null}
        {query !== null && search.isFetching && !search.data ? <Spin size="small" /> : null}
        {query !== null && search.isError ? (
          <Alert type="error" showIcon message={searchMessages.failed} />
        ) : null}
        {query !== null && search.data ? (
          <Flex vertical gap="small">
            <Typography.Text>{searchSummary(search.data)}</Typography.Text>
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
                <Flex justify="space-between" wrap gap="small" style={{ width: '100%' }}>
                  <Button
                    type="link"
                    style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                    aria-haspopup="dialog"
                    onClick={() => openSlideOut('class', { classId: item.id })}
                  >
                    {item.title} ({item.code})
                  </Button>
                  <Typography.Text type="secondary">{item.dateRange}</Typography.Text>
                </Flex>
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
          </Flex>
        ) : null}
      </div>
    </section>
  );
};
