import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

/** `{page, items_per_page, total_items, total_pages}` of a /v1 listing, as a class named `name` for the document. */
export function paginationOf(name: string, totalItemsExample: number): Type {
  class Pagination {
    page!: number;
    items_per_page!: number;
    total_items!: number;
    total_pages!: number;
  }
  ApiProperty({ type: Number, example: 1 })(Pagination.prototype, 'page');
  ApiProperty({ type: Number, example: 100 })(Pagination.prototype, 'items_per_page');
  ApiProperty({ type: Number, example: totalItemsExample })(Pagination.prototype, 'total_items');
  ApiProperty({ type: Number, example: 1 })(Pagination.prototype, 'total_pages');
  Object.defineProperty(Pagination, 'name', { value: name });
  return Pagination;
}
