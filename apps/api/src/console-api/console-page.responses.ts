import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

/** A page of a console listing `{items, total, page, items_per_page}` of `item`, as a class named `name`. */
export function consolePageDto(item: Type, name: string): Type {
  class Page {
    items!: unknown[];
    total!: number;
    page!: number;
    items_per_page!: number;
  }
  ApiProperty({ type: [item] })(Page.prototype, 'items');
  ApiProperty({ type: Number, minimum: 0, description: 'Items on all pages.' })(Page.prototype, 'total');
  ApiProperty({ type: Number, minimum: 1 })(Page.prototype, 'page');
  ApiProperty({ type: Number, minimum: 1 })(Page.prototype, 'items_per_page');
  Object.defineProperty(Page, 'name', { value: name });
  return Page;
}

/** `{items}`: a whole list (webhooks, members, keys). */
export function consoleListDto(item: Type, name: string): Type {
  class List {
    items!: unknown[];
  }
  ApiProperty({ type: [item] })(List.prototype, 'items');
  Object.defineProperty(List, 'name', { value: name });
  return List;
}
