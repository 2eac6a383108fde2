import { describe, expect, it } from 'vitest';
import { describeKind, kindAt, memberKind } from './object-kinds.ts';

describe('kindAt', () => {
  it('names the object at a pointer the way the specification does', () => {
    expect(kindAt([])).toBe('OpenAPI');
    expect(kindAt(['paths', '/users/{id}'])).toBe('Path Item');
    expect(kindAt(['paths', '/users/{id}', 'get'])).toBe('Operation');
    expect(kindAt(['paths', '/users', 'get', 'parameters', '0'])).toBe('Parameter');
    expect(kindAt(['paths', '/users', 'get', 'responses', '200'])).toBe('Response');
    expect(kindAt(['components', 'schemas', 'User', 'properties', 'id'])).toBe('Schema');
    expect(kindAt(['definitions', 'User', 'items'])).toBe('Schema');
    expect(kindAt(['webhooks', 'created', 'post', 'requestBody', 'content', 'a/b'])).toBe(
      'Media Type',
    );
    expect(kindAt(['securityDefinitions', 'key'])).toBe('Security Scheme');
  });

  it('says Map for maps of names, and nothing for plain values and extensions', () => {
    expect(kindAt(['components', 'schemas'])).toBe('Map');
    expect(kindAt(['info', 'title'])).toBeUndefined();
    expect(kindAt(['paths', 'x-internal'])).toBeUndefined();
    expect(kindAt(['paths', '/a', 'get', 'responses', 'x-note'])).toBeUndefined();
  });
});

describe('memberKind', () => {
  it('gives the kind of a member, or of the items of a map or list', () => {
    expect(memberKind('Operation', 'requestBody')).toBe('Request Body');
    expect(memberKind('Operation', 'parameters')).toEqual({ list: 'Parameter' });
    expect(memberKind('Components', 'examples')).toEqual({ map: 'Example' });
    expect(memberKind('Paths', '/a')).toBe('Path Item');
    expect(memberKind('Schema', 'example')).toBeUndefined();
  });
});

describe('describeKind', () => {
  it('uses the right article', () => {
    expect(describeKind('Operation')).toBe('an Operation object');
    expect(describeKind('Info')).toBe('an Info object');
    expect(describeKind('Parameter')).toBe('a Parameter object');
    expect(describeKind('OpenAPI')).toBe('the OpenAPI document');
    expect(describeKind(undefined)).toBe('this object');
  });
});
